// A stand-in app whose developer forgot the coordinator: whatever its arguments, it prints its normal home
// screen and exits with status 0, without ever routing. With `--echo`, it prints the arguments after it last, on
// one line, so a test that launches it many times can tell each launch's output from another's.
print("== Home ==")
print("[welcome] Welcome back")
if let echo = CommandLine.arguments.firstIndex(of: "--echo") {
    print(CommandLine.arguments[(echo + 1)...].joined(separator: " "))
}
