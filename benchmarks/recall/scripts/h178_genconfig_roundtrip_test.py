# classes: 8
"""Round-trip test: the generation config we ship is saved next to the weights and loaded back."""
import tempfile

from transformers import GenerationConfig


def shipped_config():
    return GenerationConfig(do_sample=False, temperature=0.6, top_p=0.9, max_new_tokens=64)


def test_roundtrip():
    cfg = shipped_config()
    with tempfile.TemporaryDirectory() as d:
        cfg.save_pretrained(d)
        loaded = GenerationConfig.from_pretrained(d)
    assert loaded.max_new_tokens == 64


if __name__ == "__main__":
    test_roundtrip()
    print("round trip ok")
