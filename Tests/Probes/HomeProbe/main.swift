// A stand-in app whose developer forgot the coordinator: whatever its arguments, it prints its normal home
// screen and exits with status 0, without ever routing.
print("== Home ==")
print("[welcome] Welcome back")
