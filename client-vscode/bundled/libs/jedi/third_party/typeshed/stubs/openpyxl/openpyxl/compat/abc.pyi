from abc import ABC as ABC
