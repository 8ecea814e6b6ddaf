import VosimModel
import VosimNavigation
import VosimTesting

/// The screens the navigation tests walk, written as UIKit code writes them.
enum NavigationScreens {
  static func segmented(_ segments: [String], selected: Int, frame: Frame) -> AccessibilityNode {
    var node = AccessibilityNode(className: "UISegmentedControl", frame: frame)
    node.content.segments = segments
    node.content.selectedSegmentIndex = selected
    return node
  }

  static func pageControl(page: Int, of pages: Int, frame: Frame) -> AccessibilityNode {
    var node = AccessibilityNode(className: "UIPageControl", frame: frame)
    node.content.currentPage = page
    node.content.numberOfPages = pages
    return node
  }

  static func stepper(value: Double, range: ClosedRange<Double>, frame: Frame) -> AccessibilityNode {
    var node = AccessibilityNode(className: "UIStepper", frame: frame)
    node.content.value = value
    node.content.minimumValue = range.lowerBound
    node.content.maximumValue = range.upperBound
    return node
  }

  static func tabBar(_ titles: [String], selected: Int, frame: Frame) -> AccessibilityNode {
    var node = AccessibilityNode(className: "UITabBar", frame: frame)
    node.content.items = titles.map { ControlContent.TabItem(title: $0) }
    node.content.selectedItemIndex = selected
    return node
  }

  /// One element of every rotor category, one per row, plus content VoiceOver never reaches: a hidden
  /// button, a subtree hidden from accessibility, a transparent view.
  ///
  /// Positions (0-based): 0 Settings heading, 1 Terms link, 2 Wi-Fi switch, 3 Volume slider, 4 Name
  /// field, 5 Search field, 6 Logo image, 7–8 list One/Two, 9 Home in a landmark, 10 A1 in a data
  /// table, 11 Share with actions, 12–13 Day/Week segments, 14 page control, 15–16 stepper
  /// Decrement/Increment.
  static let everything = Screen {
    LabelNode("Settings").traits([.staticText, .header]).frame(0, 0, 390, 40)
    ElementNode("Terms", traits: .link).frame(0, 50, 390, 40)
    SwitchNode("Wi-Fi", isOn: true).frame(0, 100, 390, 40).identifier("wifi")
    ButtonNode("Secret").hidden().frame(0, 100, 390, 40)
    SliderNode("Volume", value: 0.5).frame(0, 150, 390, 40)
    TextFieldNode(placeholder: "Name").frame(0, 200, 390, 40)
    ElementNode("Search", traits: .searchField).frame(0, 250, 390, 40)
    ImageNode("Logo").frame(0, 300, 390, 40)
    ViewNode {
      LabelNode("One").frame(0, 350, 390, 40)
      LabelNode("Two").frame(0, 400, 390, 40)
    }
    .containerType(.list)
    ViewNode {
      ButtonNode("Home").frame(0, 450, 390, 40)
    }
    .containerType(.landmark)
    ViewNode {
      LabelNode("A1").frame(0, 500, 390, 40)
    }
    .containerType(.dataTable)
    ViewNode {
      ButtonNode("Hidden from VoiceOver").frame(400, 520, 100, 20)
    }
    .accessibilityHidden()
    ButtonNode("Share").customActions("Copy", "Delete").frame(0, 550, 390, 40).identifier("share")
    ButtonNode("Invisible").alpha(0).frame(400, 560, 100, 20)
    segmented(["Day", "Week"], selected: 0, frame: Frame(x: 0, y: 600, width: 390, height: 40))
    pageControl(page: 0, of: 3, frame: Frame(x: 0, y: 650, width: 390, height: 40))
    stepper(value: 0, range: 0...2, frame: Frame(x: 0, y: 700, width: 200, height: 40))
  }

  /// A dialog over a form: only the dialog is reachable.
  static let modal = Screen {
    LabelNode("Backdrop title").traits(.header).frame(0, 0, 390, 40)
    ButtonNode("Backdrop button").frame(0, 100, 390, 40).identifier("backdrop")
    ViewNode {
      LabelNode("Delete photo?").traits(.header).frame(40, 300, 310, 40)
      ButtonNode("Cancel").frame(40, 360, 150, 44)
      ButtonNode("Delete").frame(200, 360, 150, 44)
    }
    .modal()
  }
}
