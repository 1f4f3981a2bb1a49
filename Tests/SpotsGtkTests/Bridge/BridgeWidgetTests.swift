import CSpotsGtk
@testable import SpotsApp
import SpotsGtk
import XCTest

/// The typed widget layer: properties round-trip, closures die with their widget, sizes clamp.
final class BridgeWidgetTests: GtkTestCase {
    /// A recycled row sets its icon on every item: the icon it shows already is left alone (GTK
    /// would load and measure it again), another name or size is shown.
    func testSettingTheIconAnImageShowsChangesNothing() { onMain {
        let image = Image(iconName: "go-next-symbolic", size: .menu)
        var changes = 0
        Signal.connect(UnsafeMutableRawPointer(image.pointer), "notify::icon-name", withArgument: { _ in changes += 1 })
        image.setIcon("go-next-symbolic", size: .menu)
        XCTAssertEqual(changes, 0)
        image.setIcon("go-next-symbolic", size: .dialog)
        XCTAssertEqual(changes, 1, "another size is set")
        image.setIcon("emblem-ok-symbolic", size: .dialog)
        XCTAssertEqual(changes, 2)
        XCTAssertEqual(image.iconName, "emblem-ok-symbolic")
        image.setPixbuf(nil)
        image.setIcon("emblem-ok-symbolic", size: .dialog)
        XCTAssertEqual(image.iconName, "emblem-ok-symbolic", "an image showing no icon takes it")
    } }

    /// A recycled card waits outside its flow box; its accessible still answers for its states
    /// (GTK's own asked the missing flow box and logged a critical each time).
    func testAFlowBoxChildOutsideAFlowBoxAnswersItsStates() { onMain {
        let window = Window()
        defer { window.destroy() }
        let flow = FlowBox()
        flow.selectionMode = .single
        let child = FlowBoxChild()
        child.offersActivateAction = true
        child.add(Label("Card"))
        flow.insert(child, at: 0)
        window.add(flow)
        window.showAll()
        GtkRuntime.drain(quietPeriod: 0.05)
        XCTAssertTrue(child.accessibleObject?.states.contains(.selectable) == true, "in its flow box: selectable")
        flow.remove(child)
        var states: Set<AccessibleState> = []
        let criticals = LogMessages.counting(domain: "Gtk") { states = child.accessibleObject?.states ?? [] }
        XCTAssertEqual(criticals, 0)
        XCTAssertFalse(states.contains(.selectable), "outside it: nothing to select it in")
        XCTAssertTrue(states.contains(.visible))
    } }

    func testWidgetPropertiesRoundTrip() { onMain {
        let label = Label("Hello")
        label.isVisible = true
        XCTAssertTrue(label.isVisible)
        label.noShowAll = true
        XCTAssertTrue(label.noShowAll)
        for align in Align.allCases {
            label.valign = align
            XCTAssertEqual(label.valign, align)
            // GTK reports a horizontal baseline alignment as fill: there is no horizontal baseline.
            guard align != .baseline else { continue }
            label.halign = align
            XCTAssertEqual(label.halign, align)
        }
        label.hexpand = true
        label.vexpand = true
        XCTAssertTrue(label.hexpand && label.vexpand)
        label.setSizeRequest(width: 120, height: -1)
        XCTAssertEqual(label.sizeRequest.width, 120)
        XCTAssertEqual(label.sizeRequest.height, -1)
        label.tooltip = "A tip"
        XCTAssertEqual(label.tooltip, "A tip")
        label.tooltip = nil
        XCTAssertNil(label.tooltip)
        label.canFocus = true
        XCTAssertTrue(label.canFocus)
        label.isSensitive = false
        XCTAssertFalse(label.isSensitive)
        XCTAssertEqual(label.typeName, "GtkLabel")
        XCTAssertFalse(label.isRealized)
        XCTAssertFalse(label.isMapped)
    } }

    /// The label's CSS padding is read once and kept until its style changes (a class, a
    /// stylesheet installed later, another theme), from GTK's next frame on.
    func testSingleLineWidthFollowsTheLabelsStyle() { onMain {
        let window = Window()
        defer { window.destroy() }
        let label = Label("One line of text")
        window.add(label)
        window.showAll()
        GtkRuntime.drain(quietPeriod: 0.1)
        let plain = label.singleLineWidth
        XCTAssertGreaterThan(plain, 0)
        let padded = CssProvider()
        padded.load(".bridge-padded { padding-left: 20px; padding-right: 13px; border-left: 2px solid black; }")
        padded.install(priority: CssProvider.applicationPriority)
        defer { padded.uninstall() }
        label.styleClasses.insert("bridge-padded")
        GtkRuntime.drain(quietPeriod: 0.1)
        XCTAssertEqual(label.singleLineWidth, plain + 35)
        let wider = CssProvider()
        wider.load(".bridge-padded { padding-right: 33px; }")
        wider.install(priority: CssProvider.applicationPriority + 1)
        defer { wider.uninstall() }
        GtkRuntime.drain(quietPeriod: 0.1)
        XCTAssertEqual(label.singleLineWidth, plain + 55)
        label.styleClasses.remove("bridge-padded")
        GtkRuntime.drain(quietPeriod: 0.1)
        XCTAssertEqual(label.singleLineWidth, plain)
    } }

    func testSizesAndMarginsAreClampedToWhatGtkAccepts() { onMain {
        let box = Box(.vertical)
        box.setMargins(top: -5, start: 100_000, bottom: 7, end: 32767)
        XCTAssertEqual(box.marginTop, 0)
        XCTAssertEqual(box.marginStart, 32767)
        XCTAssertEqual(box.marginBottom, 7)
        XCTAssertEqual(box.marginEnd, 32767)
        box.marginEnd = Int.max
        XCTAssertEqual(box.marginEnd, 32767)
        box.setSizeRequest(width: -40, height: Int.max)
        XCTAssertEqual(box.sizeRequest.width, -1)
        XCTAssertEqual(box.sizeRequest.height, GtkLimits.maximumSize)
        box.spacing = -3
        XCTAssertEqual(box.spacing, 0)
    } }

    func testStyleClassesAndAccessibility() { onMain {
        let button = Button(label: "Open")
        button.styleClasses.insert("spots-card")
        XCTAssertTrue(button.styleClasses.contains("spots-card"))
        XCTAssertTrue(button.styleClasses.all.contains("spots-card"))
        button.styleClasses.remove("spots-card")
        XCTAssertFalse(button.styleClasses.contains("spots-card"))
        button.accessibleName = "Open a screen"
        button.accessibleDescription = "Shows the file chooser"
        XCTAssertEqual(button.accessibleName, "Open a screen")
        XCTAssertEqual(button.accessibleDescription, "Shows the file chooser")
        XCTAssertEqual(button.accessibleRole, .pushButton)
        for role in AccessibleRole.allCases {
            button.accessibleRole = role
            XCTAssertEqual(button.accessibleRole, role)
        }
        XCTAssertEqual(button.label, "Open")
    } }

    func testLabelProperties() { onMain {
        let label = Label("<b>plain</b>")
        XCTAssertFalse(label.usesMarkup)
        XCTAssertEqual(label.text, "<b>plain</b>")
        XCTAssertEqual(label.xalign, 0)
        label.wraps = true
        label.wrapMode = .wordChar
        label.lines = 2
        label.ellipsize = .end
        label.widthChars = 1
        label.maxWidthChars = 30
        label.isSelectable = true
        label.justify = .center
        XCTAssertTrue(label.wraps)
        XCTAssertEqual(label.wrapMode, .wordChar)
        XCTAssertEqual(label.lines, 2)
        XCTAssertEqual(label.ellipsize, .end)
        XCTAssertEqual(label.widthChars, 1)
        XCTAssertEqual(label.maxWidthChars, 30)
        XCTAssertTrue(label.isSelectable)
        XCTAssertEqual(label.justify, .center)
    } }

    func testClosureIsReleasedWhenTheWidgetIsDestroyed() { onMain {
        final class Target {}
        weak var weakTarget: Target?
        var clicks = 0
        let button = Button(label: "Press")
        do {
            let target = Target()
            weakTarget = target
            button.onClicked { [target] in
                _ = target
                clicks += 1
            }
        }
        button.click()
        XCTAssertEqual(clicks, 1)
        XCTAssertNotNil(weakTarget, "GLib holds the closure while the widget lives")
        var destroyed = false
        button.onDestroy { destroyed = true }
        button.destroy()
        XCTAssertTrue(destroyed)
        XCTAssertNil(weakTarget, "destroying the widget released the closure, though a wrapper still holds it")
    } }

    func testClosureIsReleasedWithTheLastReference() { onMain {
        final class Target {}
        weak var weakTarget: Target?
        do {
            let target = Target()
            weakTarget = target
            let area = DrawingArea()
            area.onDraw { [target] _ in
                _ = target
                return false
            }
            area.onSizeAllocate { [target] _ in _ = target }
        }
        XCTAssertNil(weakTarget, "the last wrapper let go of the widget, and GLib of the closures")
    } }

    func testDisconnectingReleasesTheClosure() { onMain {
        final class Target {}
        weak var weakTarget: Target?
        let adjustment = Adjustment(value: 0, lower: 0, upper: 100, stepIncrement: 1, pageIncrement: 10, pageSize: 10)
        var changes = 0
        let connection: SignalConnection
        do {
            let target = Target()
            weakTarget = target
            connection = adjustment.onValueChanged { [target] in
                _ = target
                changes += 1
            }
        }
        adjustment.value = 20
        XCTAssertEqual(changes, 1)
        XCTAssertTrue(connection.isConnected)
        connection.disconnect()
        XCTAssertFalse(connection.isConnected)
        XCTAssertNil(weakTarget)
        adjustment.value = 30
        XCTAssertEqual(changes, 1)
        XCTAssertEqual(adjustment.value, 30)
        XCTAssertEqual(adjustment.maximumValue, 90)
        adjustment.configure(value: 5, lower: 0, upper: 50, stepIncrement: 2, pageIncrement: 20, pageSize: 25)
        XCTAssertEqual(adjustment.upper, 50)
        XCTAssertEqual(adjustment.pageSize, 25)
        XCTAssertEqual(adjustment.stepIncrement, 2)
        XCTAssertEqual(adjustment.pageIncrement, 20)
        XCTAssertEqual(adjustment.value, 5)
    } }

    func testContainersAndChildWrappers() { onMain {
        let box = Box(.horizontal, spacing: 4)
        XCTAssertEqual(box.spacing, 4)
        XCTAssertEqual(box.orientation, .horizontal)
        let first = Label("first")
        let second = Label("second")
        let third = Label("third")
        box.packStart(first)
        box.packStart(second, expand: true)
        box.packStart(third)
        XCTAssertEqual(box.childPointers, [first.pointer, second.pointer, third.pointer])
        box.reorder(third, to: 0)
        XCTAssertEqual(box.children.map(\.pointer), [third.pointer, first.pointer, second.pointer])
        XCTAssertTrue(box.children[0].isSame(as: third))
        XCTAssertEqual(box.children.compactMap { $0.as(Label.self)?.text }, ["third", "first", "second"])
        XCTAssertEqual(first.parentPointer, box.pointer)
        XCTAssertEqual(first.ancestor(of: Box.self)?.pointer, box.pointer)
        XCTAssertNil(first.ancestor(of: ListBox.self))
        box.remove(second)
        XCTAssertEqual(box.childPointers.count, 2)
        XCTAssertNil(second.parentPointer)
        XCTAssertEqual(second.text, "second", "a removed child lives on while its wrapper holds it")
        XCTAssertTrue(first.isA(Label.self))
        XCTAssertFalse(first.isA(Container.self))
        XCTAssertNil(first.as(Button.self))
    } }

    func testListBoxAndFlowBox() { onMain {
        let list = ListBox()
        XCTAssertEqual(list.selectionMode, .single)
        list.selectionMode = .none
        XCTAssertEqual(list.selectionMode, .none)
        list.activateOnSingleClick = false
        XCTAssertFalse(list.activateOnSingleClick)
        let rows = (0..<3).map { index -> ListBoxRow in
            let row = ListBoxRow()
            row.add(Label("row \(index)"))
            return row
        }
        for row in rows { list.insert(row, at: -1) }
        let front = ListBoxRow()
        list.insert(front, at: 0)
        XCTAssertEqual(front.index, 0)
        XCTAssertEqual(rows.map(\.index), [1, 2, 3])
        XCTAssertEqual(list.rowPointer(at: 2), rows[1].pointer)
        XCTAssertNil(list.rowPointer(at: 9))
        front.isActivatable = false
        front.isSelectable = false
        XCTAssertFalse(front.isActivatable || front.isSelectable)
        var activated: [WidgetPointer] = []
        list.onRowActivated { activated.append($0) }
        gtk_widget_activate(rows[2].pointer)
        XCTAssertEqual(activated, [rows[2].pointer])

        let grid = FlowBox()
        grid.minChildrenPerLine = 3
        grid.maxChildrenPerLine = 5
        grid.columnSpacing = 6
        grid.rowSpacing = 8
        grid.isHomogeneous = true
        grid.selectionMode = .none
        XCTAssertEqual(grid.minChildrenPerLine, 3)
        XCTAssertEqual(grid.maxChildrenPerLine, 5)
        XCTAssertEqual(grid.columnSpacing, 6)
        XCTAssertEqual(grid.rowSpacing, 8)
        XCTAssertTrue(grid.isHomogeneous)
        XCTAssertEqual(grid.selectionMode, .none)
        let child = FlowBoxChild()
        grid.insert(FlowBoxChild(), at: -1)
        grid.insert(child, at: 0)
        XCTAssertEqual(child.index, 0)
        var children: [WidgetPointer] = []
        grid.onChildActivated { children.append($0) }
        gtk_widget_activate(child.pointer)
        XCTAssertEqual(children, [child.pointer])
    } }

    func testScrolledWindowInAWindow() { onMain {
        let window = Window()
        defer { window.destroy() }
        window.setDefaultSize(width: 300, height: 200)
        let scroller = ScrolledWindow()
        scroller.setPolicy(horizontal: .never, vertical: .automatic)
        XCTAssertEqual(scroller.policy.horizontal, .never)
        XCTAssertEqual(scroller.policy.vertical, .automatic)
        scroller.propagateNaturalHeight = true
        XCTAssertTrue(scroller.propagateNaturalHeight)
        let content = Box(.vertical)
        content.setSizeRequest(width: -1, height: 1000)
        scroller.add(content)
        window.add(scroller)
        var allocations: [Rect] = []
        scroller.onSizeAllocate { allocations.append($0) }
        var edges: [PositionType] = []
        scroller.onEdgeReached { edges.append($0) }
        window.showAll()
        GtkRuntime.drain()
        XCTAssertTrue(scroller.isMapped && scroller.isRealized)
        XCTAssertEqual(allocations.last?.width, 300)
        XCTAssertEqual(scroller.allocation.height, 200)
        XCTAssertEqual(scroller.vadjustment.upper, 1000)
        XCTAssertEqual(content.origin(in: window)?.y, 0)
        XCTAssertGreaterThanOrEqual(content.preferredHeight(forWidth: 300).natural, 1000)
        let vertical = scroller.vadjustment
        vertical.value = vertical.maximumValue
        GtkRuntime.drain()
        XCTAssertEqual(edges.last, .bottom)
        XCTAssertEqual(content.origin(in: window)?.y, -800)
    } }

    func testKeyPressReachesTheTypedHandler() { onMain {
        let window = Window()
        defer { window.destroy() }
        var keys: [KeyEvent] = []
        window.onKeyPress { event in
            keys.append(event)
            return true
        }
        window.showAll()
        GtkRuntime.drain()
        let event = gdk_event_new(GDK_KEY_PRESS)!
        event.pointee.key.window = gtk_widget_get_window(window.pointer)
        g_object_ref(UnsafeMutableRawPointer(event.pointee.key.window))
        event.pointee.key.keyval = Key.r
        event.pointee.key.state = ModifierType.control.rawValue
        gtk_widget_event(window.pointer, event)
        gdk_event_free(event)
        XCTAssertEqual(keys.map(\.keyval), [Key.r])
        XCTAssertEqual(keys.first?.shortcutModifiers, .control)
    } }

    func testStackInfoBarRevealerAndSpinner() { onMain {
        let stack = Stack()
        let first = Label("one")
        let second = Label("two")
        stack.add(first, named: "one")
        stack.add(second, named: "two")
        stack.showAll()
        stack.visibleChildName = "two"
        XCTAssertEqual(stack.visibleChildName, "two")

        let bar = InfoBar()
        bar.messageType = .warning
        XCTAssertEqual(bar.messageType, .warning)
        bar.isRevealed = false
        XCTAssertFalse(bar.isRevealed)
        bar.contentArea.add(Label("message"))
        XCTAssertEqual(bar.contentArea.children.compactMap { $0.as(Label.self)?.text }, ["message"])
        var responses: [ResponseType] = []
        bar.onResponse { responses.append($0) }
        gtk_info_bar_response(spots_info_bar(bar.pointer), GTK_RESPONSE_CLOSE.rawValue)
        XCTAssertEqual(responses, [.close])

        stack.transition = .crossfade
        XCTAssertEqual(stack.as(Stack.self)?.transition, .crossfade, "state lives in GTK, not in the wrapper")

        let button = Button(iconName: "view-refresh-symbolic")
        XCTAssertEqual(button.iconName, "view-refresh-symbolic")
        button.iconName = "go-previous-symbolic"
        XCTAssertEqual(Widget(button.pointer).as(Button.self)?.iconName, "go-previous-symbolic")

        let revealer = Revealer()
        revealer.transition = .slideUp
        XCTAssertEqual(revealer.transition, .slideUp)
        revealer.revealsChild = true
        XCTAssertTrue(revealer.revealsChild)
        let spinner = Spinner()
        spinner.isSpinning = true
        XCTAssertTrue(spinner.isSpinning)
        spinner.isSpinning = false
        XCTAssertFalse(spinner.isSpinning)

        let header = HeaderBar()
        header.title = "Spots"
        header.subtitle = nil
        XCTAssertEqual(header.title, "Spots")
        XCTAssertNil(header.subtitle)
    } }

    func testLayoutPlacesChildrenAtOffsetsAndSizesTheScrollArea() { onMain {
        let window = Window()
        defer { window.destroy() }
        window.setDefaultSize(width: 200, height: 100)
        let scroller = ScrolledWindow()
        let layout = FixedLayout()
        layout.setSize(width: 200, height: 5000)
        XCTAssertEqual(layout.size.height, 5000)
        let row = Label("row 40")
        row.setSizeRequest(width: 200, height: 30)
        layout.put(row, x: 0, y: 1200)
        scroller.add(layout)
        window.add(scroller)
        window.showAll()
        GtkRuntime.drain()
        XCTAssertEqual(scroller.vadjustment.upper, 5000, "the scrollbar spans the whole area")
        XCTAssertEqual(row.allocation.y, 1200)
        layout.move(row, x: 0, y: 30)
        GtkRuntime.drain()
        XCTAssertEqual(row.origin(in: layout)?.y, 30)

        let fixed = Fixed()
        let pinned = Label("pinned")
        fixed.put(pinned, x: 12, y: 34)
        fixed.move(pinned, x: 5, y: 6)
        XCTAssertEqual(fixed.childPointers, [pinned.pointer])
    } }
}
