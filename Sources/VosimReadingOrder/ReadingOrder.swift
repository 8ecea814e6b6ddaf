import VosimModel
