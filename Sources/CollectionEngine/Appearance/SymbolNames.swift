import Foundation

/// The SF Symbol names iOS code uses most, each with the freedesktop icon names (the Icon Naming
/// Specification's, and Adwaita's) that draw it on a Linux desktop, best first.
///
/// One line per symbol: `name | icon icon…`. A name ending in `+` also stands for its `.fill`
/// variant (`trash+` is `trash` and `trash.fill`); a `.fill` listed on its own line draws differently.
/// The host appends `-symbolic` when it looks an icon up, and falls back to the plain name.
enum SymbolNames {
    static let table = """
    chevron.left | go-previous pan-start
    chevron.right | go-next pan-end
    chevron.up | go-up pan-up
    chevron.down | go-down pan-down
    chevron.backward | go-previous pan-start
    chevron.forward | go-next pan-end
    chevron.left.2 | go-first
    chevron.right.2 | go-last
    chevron.up.chevron.down | pan-down
    chevron.left.circle+ | go-previous
    chevron.right.circle+ | go-next
    chevron.up.circle+ | go-up
    chevron.down.circle+ | go-down
    arrow.left | go-previous
    arrow.right | go-next
    arrow.up | go-up
    arrow.down | go-down
    arrow.backward | go-previous
    arrow.forward | go-next
    arrow.left.circle+ | go-previous
    arrow.right.circle+ | go-next
    arrow.up.circle+ | go-up
    arrow.down.circle+ | go-down
    arrow.up.to.line | go-top
    arrow.down.to.line | go-bottom
    arrow.clockwise | view-refresh
    arrow.counterclockwise | edit-undo
    arrow.clockwise.circle+ | view-refresh
    arrow.uturn.backward | edit-undo
    arrow.uturn.forward | edit-redo
    arrow.uturn.left | edit-undo
    arrow.uturn.right | edit-redo
    arrow.triangle.2.circlepath | emblem-synchronizing view-refresh
    arrow.2.squarepath | media-playlist-repeat
    arrow.up.arrow.down | view-sort-ascending
    arrow.up.left.and.arrow.down.right | view-fullscreen
    arrow.down.right.and.arrow.up.left | view-restore
    arrow.up.right.square+ | send-to
    arrowshape.turn.up.left+ | mail-reply-sender
    arrowshape.turn.up.right+ | mail-forward
    arrowshape.turn.up.left.2+ | mail-reply-all
    plus | list-add
    minus | list-remove
    plus.circle+ | list-add
    minus.circle+ | list-remove
    plus.square+ | list-add
    minus.square+ | list-remove
    xmark | window-close
    xmark.circle+ | window-close edit-clear
    xmark.square+ | window-close
    multiply | window-close
    checkmark | object-select emblem-ok
    checkmark.circle+ | emblem-ok emblem-default
    checkmark.square+ | checkbox-checked
    checkmark.seal+ | emblem-ok
    square | checkbox
    circle | radio
    circle.fill | radio-checked
    largecircle.fill.circle | radio-checked
    trash+ | user-trash edit-delete
    trash.circle+ | user-trash edit-delete
    trash.slash+ | action-unavailable
    xmark.bin+ | user-trash-full
    star | non-starred
    star.fill | starred
    star.leadinghalf.filled | semi-starred
    star.circle+ | starred
    heart+ | emblem-favorite emote-love
    heart.circle+ | emblem-favorite emote-love
    folder+ | folder
    folder.badge.plus | folder-new
    folder.circle+ | folder
    doc+ | text-x-generic
    doc.text+ | x-office-document text-x-generic
    doc.on.doc+ | edit-copy
    doc.on.clipboard+ | edit-paste
    doc.badge.plus | document-new
    doc.text.magnifyingglass | edit-find
    square.on.square | edit-copy
    scissors | edit-cut
    photo+ | image-x-generic
    photo.on.rectangle | emblem-photos image-x-generic
    photo.stack+ | emblem-photos
    camera+ | camera-photo
    camera.circle+ | camera-photo
    video+ | camera-video
    video.slash+ | camera-disabled
    gear | emblem-system preferences-system
    gearshape+ | preferences-system emblem-system
    gearshape.2+ | preferences-system
    slider.horizontal.3 | preferences-other preferences-system
    magnifyingglass | system-search edit-find
    magnifyingglass.circle+ | system-search
    plus.magnifyingglass | zoom-in
    minus.magnifyingglass | zoom-out
    person+ | avatar-default
    person.circle+ | avatar-default
    person.crop.circle+ | avatar-default
    person.2+ | system-users
    person.3+ | system-users
    person.badge.plus | contact-new
    person.crop.circle.badge.plus | contact-new
    ellipsis | view-more-horizontal
    ellipsis.circle+ | view-more-horizontal
    square.and.arrow.up+ | send-to document-send
    square.and.arrow.down+ | document-save
    square.and.arrow.up.on.square+ | send-to
    square.and.arrow.down.on.square+ | document-save-as
    square.and.pencil | document-edit
    pencil | document-edit
    pencil.circle+ | document-edit
    eraser+ | edit-clear
    paperplane+ | mail-send
    envelope+ | mail-unread
    envelope.open+ | mail-read
    tray+ | mail-send-receive
    tray.and.arrow.down+ | document-save
    archivebox+ | package-x-generic
    shippingbox+ | package-x-generic
    paperclip | mail-attachment
    link | insert-link
    bookmark+ | user-bookmarks bookmark-new
    book+ | accessories-dictionary
    calendar | x-office-calendar
    calendar.badge.plus | appointment-new
    clock+ | appointment-soon alarm
    clock.arrow.circlepath | document-open-recent
    alarm+ | alarm
    timer | alarm
    bell+ | preferences-system-notifications
    bell.slash+ | notifications-disabled
    house+ | user-home go-home
    globe | web-browser preferences-desktop-locale
    map+ | find-location
    mappin | mark-location
    mappin.and.ellipse | mark-location
    location+ | find-location location-services-active
    location.slash+ | location-services-disabled
    lock+ | changes-prevent system-lock-screen
    lock.open+ | changes-allow
    key+ | dialog-password
    shield+ | security-high
    eye+ | view-reveal
    eye.slash+ | view-conceal
    info | dialog-information
    info.circle+ | dialog-information
    questionmark | dialog-question
    questionmark.circle+ | dialog-question help-about
    exclamationmark.triangle+ | dialog-warning
    exclamationmark.circle+ | dialog-error
    xmark.octagon+ | process-stop
    nosign | action-unavailable
    play+ | media-playback-start
    pause+ | media-playback-pause
    stop+ | media-playback-stop
    play.circle+ | media-playback-start
    pause.circle+ | media-playback-pause
    stop.circle+ | media-playback-stop
    backward+ | media-seek-backward
    forward+ | media-seek-forward
    backward.end+ | media-skip-backward
    forward.end+ | media-skip-forward
    record.circle+ | media-record
    shuffle | media-playlist-shuffle
    repeat | media-playlist-repeat
    repeat.1 | media-playlist-repeat-song
    speaker+ | audio-volume-muted
    speaker.wave.1+ | audio-volume-low
    speaker.wave.2+ | audio-volume-medium
    speaker.wave.3+ | audio-volume-high
    speaker.slash+ | audio-volume-muted
    mic+ | audio-input-microphone
    mic.slash+ | microphone-disabled
    headphones | audio-headphones
    music.note | emblem-music audio-x-generic
    music.note.list | emblem-music
    film+ | video-x-generic
    tv+ | tv
    desktopcomputer | computer video-display
    laptopcomputer | computer
    iphone | phone-apple-iphone phone
    ipad | computer-apple-ipad tablet
    keyboard+ | input-keyboard
    printer+ | printer
    externaldrive+ | drive-harddisk
    internaldrive+ | drive-harddisk-system
    opticaldisc+ | media-optical
    wifi | network-wireless-signal-excellent
    wifi.slash | network-wireless-offline
    antenna.radiowaves.left.and.right | network-cellular-signal-excellent
    network | network-workgroup
    server.rack | network-server
    battery.100 | battery-level-100
    battery.50 | battery-level-50
    battery.25 | battery-level-20
    battery.0 | battery-level-0
    bolt+ | ac-adapter
    power | system-shutdown
    moon+ | weather-clear-night night-light
    sun.max+ | weather-clear display-brightness
    sun.min+ | display-brightness
    cloud+ | weather-overcast
    cloud.rain+ | weather-showers
    cloud.snow+ | weather-snow
    cloud.bolt+ | weather-storm
    wind | weather-windy
    tornado | weather-tornado
    sunrise+ | daytime-sunrise
    sunset+ | daytime-sunset
    flag+ | emblem-important mail-mark-important
    creditcard+ | auth-smartcard
    list.bullet | view-list-bullet
    list.number | view-list-ordered
    list.dash | view-list
    line.3.horizontal | open-menu
    line.horizontal.3 | open-menu
    line.3.horizontal.decrease.circle+ | view-sort-descending
    square.grid.2x2+ | view-grid
    square.grid.3x3+ | view-app-grid
    rectangle.grid.1x2+ | view-list
    rectangle.stack+ | view-paged
    sidebar.left | sidebar-show
    sidebar.right | sidebar-show-right
    square.split.2x1+ | view-dual
    text.alignleft | format-justify-left
    text.aligncenter | format-justify-center
    text.alignright | format-justify-right
    text.justify | format-justify-fill
    bold | format-text-bold
    italic | format-text-italic
    underline | format-text-underline
    strikethrough | format-text-strikethrough
    textformat | font-select format-text-rich
    increase.indent | format-indent-more
    decrease.indent | format-indent-less
    rotate.left+ | object-rotate-left
    rotate.right+ | object-rotate-right
    pin+ | view-pin
    paintbrush+ | applications-graphics
    paintpalette+ | preferences-color
    wrench+ | applications-engineering
    hammer+ | applications-engineering
    terminal+ | utilities-terminal
    rectangle.portrait.and.arrow.right | system-log-out
    plus.rectangle.on.rectangle | tab-new
    macwindow | window-new
    bubble.left+ | chat-message-new
    message+ | chat-message-new
    phone+ | call-start
    phone.down+ | call-stop
    face.smiling+ | face-smile
    gamecontroller+ | input-gaming
    computermouse+ | input-mouse
    accessibility | preferences-desktop-accessibility
    puzzlepiece+ | application-x-addon
    hourglass | content-loading
    """

    /// The icon names for each symbol name, parsed from `table` once.
    static let icons: [String: [String]] = {
        var icons: [String: [String]] = [:]
        for line in table.split(separator: "\n") {
            let parts = line.split(separator: "|", maxSplits: 1)
            guard parts.count == 2 else { continue }
            var name = parts[0].trimmingCharacters(in: .whitespaces)
            let names = parts[1].split(separator: " ").map(String.init)
            if name.hasSuffix("+") {
                name.removeLast()
                icons[name + ".fill"] = names
            }
            icons[name] = names
        }
        return icons
    }()
}
