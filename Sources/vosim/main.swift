print("vosim")
