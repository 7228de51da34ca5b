# A local HTTP server for urlsession.swift: /slow answers after 5 s, /trickle sends 5 bytes 0.8 s apart, /missing
# answers 404 with an HTML page; a POST is answered 201 with its method and body.
import http.server
import sys
import time


class Handler(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        try:
            if self.path == "/trickle":
                self.send_response(200)
                self.send_header("Content-Length", "5")
                self.end_headers()
                for _ in range(5):
                    time.sleep(0.8)
                    self.wfile.write(b"x")
                    self.wfile.flush()
            elif self.path == "/missing":
                body = b"<html><body><h1>404 Not Found</h1></body></html>"
                self.send_response(404)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)
            else:
                time.sleep(5)
                self.send_response(200)
                self.end_headers()
        except (BrokenPipeError, ConnectionResetError):
            pass  # the client gave up (cancelled or timed out): that is what the check is about

    def do_POST(self):
        try:
            body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
            reply = self.command.encode() + b" " + body
            self.send_response(201)
            self.send_header("Content-Length", str(len(reply)))
            self.end_headers()
            self.wfile.write(reply)
        except (BrokenPipeError, ConnectionResetError):
            pass

    def log_message(self, *args):
        pass


http.server.ThreadingHTTPServer(("127.0.0.1", int(sys.argv[1])), Handler).serve_forever()
