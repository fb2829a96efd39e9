from serial.rfc2217 import Serial as Serial
