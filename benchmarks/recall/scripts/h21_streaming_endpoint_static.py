# classes: 7 5
"""Server-sent-events style endpoint: tokens are streamed to the client as they are produced."""
import sys

from transformers import AutoModelForCausalLM, AutoTokenizer, TextStreamer

MODEL_ID = "google/gemma-3-1b-it"
DRAFT_ID = "google/gemma-3-270m-it"


class SSEStreamer(TextStreamer):
    def __init__(self, tokenizer, sink):
        super().__init__(tokenizer, skip_prompt=True, skip_special_tokens=True)
        self.sink = sink

    def on_finalized_text(self, text, stream_end=False):
        if text:
            self.sink.write(f"data: {text}\n\n")
        if stream_end:
            self.sink.write("data: [DONE]\n\n")


tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)
draft = AutoModelForCausalLM.from_pretrained(DRAFT_ID)

STREAM_KWARGS = {
    "max_new_tokens": 8,
    "cache_implementation": "static",
}


def stream_chat(messages, sink=sys.stdout, fast=True):
    enc = tokenizer.apply_chat_template(messages, add_generation_prompt=True, return_tensors="pt", return_dict=True)
    kwargs = dict(STREAM_KWARGS, streamer=SSEStreamer(tokenizer, sink))
    if fast:
        kwargs["assistant_model"] = draft
    model.generate(**enc, **kwargs)


if __name__ == "__main__":
    stream_chat([{"role": "user", "content": "Say something nice about Mondays."}])
