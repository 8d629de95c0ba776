// A stand-in for Apple's Darwin module (the C library as Swift imports it from the SDK's usr/include), type-checked
// on Linux and never run. It declares only what the package uses under an Apple triple: on Linux the same names
// come from Glibc. Each declaration names the header that declares it and the manual page that documents it.
// Foundation re-exports Darwin, as the SDK's Foundation does.

// sys/_types/_pid_t.h: `typedef __darwin_pid_t pid_t;`, an `int32_t`. C's name, kept.
// swift-format-ignore: TypeNamesShouldBeCapitalized
public typealias pid_t = Int32

// sys/signal.h: `#define SIGKILL 9`, imported as an `Int32` constant.
// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man3/signal.3.html
public var SIGKILL: Int32 { 9 }

// sys/signal.h: `int kill(pid_t, int) __DARWIN_ALIAS(kill);`. Available on every Apple platform, and marked
// unavailable nowhere; an app that is not the process's parent gets EPERM.
// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man2/kill.2.html
@discardableResult
public func kill(_ pid: pid_t, _ signal: Int32) -> Int32 { 0 }
