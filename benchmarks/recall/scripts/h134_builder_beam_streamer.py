# classes: 7 8
"""A fluent request builder (each with_* returns self) that collects generate kwargs; the CLI
demo streams tokens to the console and also asks for a beam of 3."""
from transformers import AutoModelForCausalLM, AutoTokenizer, TextStreamer


class RequestBuilder:
    def __init__(self):
        self._kwargs = {"max_new_tokens": 6}

    def with_beams(self, n):
        self._kwargs["num_beams"] = n
        return self

    def with_streamer(self, streamer):
        self._kwargs["streamer"] = streamer
        return self

    def with_max_new_tokens(self, n):
        self._kwargs["max_new_tokens"] = n
        return self

    def build(self):
        return dict(self._kwargs)


if __name__ == "__main__":
    tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
    model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
    request = RequestBuilder().with_beams(3).with_streamer(TextStreamer(tok)).with_max_new_tokens(5).build()
    enc = tok("once upon a time", return_tensors="pt")
    model.generate(**enc, **request)
