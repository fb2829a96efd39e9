from serial.tools import miniterm as miniterm
