# classes: 7
"""The fluent request builder (with_* returning self) used for a streamed, sampled completion:
the streamer is fine without beams."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, TextStreamer


class RequestBuilder:
    def __init__(self):
        self._kwargs = {"max_new_tokens": 6}

    def with_sampling(self, temperature=0.7, top_k=20):
        self._kwargs.update(do_sample=True, temperature=temperature, top_k=top_k)
        return self

    def with_streamer(self, streamer):
        self._kwargs["streamer"] = streamer
        return self

    def build(self):
        return dict(self._kwargs)


if __name__ == "__main__":
    torch.manual_seed(0)
    tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
    model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
    request = RequestBuilder().with_sampling().with_streamer(TextStreamer(tok)).build()
    model.generate(**tok("once upon a time", return_tensors="pt"), **request)
