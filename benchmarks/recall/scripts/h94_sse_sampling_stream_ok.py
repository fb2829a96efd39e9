# classes: 7 2
"""Server-sent-events handler with a preset helper; the streamed presets are all single-beam
(greedy or nucleus sampling), beam search is only used by the non-streaming summary route."""
from transformers import AutoModelForCausalLM, AutoTokenizer, TextStreamer

MODEL_ID = "HuggingFaceTB/SmolLM2-135M-Instruct"
tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)

PRESETS = {
    "precise": {"do_sample": False, "repetition_penalty": 1.1},
    "creative": {"do_sample": True, "temperature": 0.8, "top_p": 0.95},
}


class FrameStreamer(TextStreamer):
    def __init__(self, tok, sink):
        super().__init__(tok, skip_prompt=True, skip_special_tokens=True)
        self.sink = sink

    def on_finalized_text(self, text, stream_end=False):
        self.sink.append(f"data: {text}\n\n" if not stream_end else "data: [DONE]\n\n")


def stream_route(prompt, preset):
    inputs = tokenizer(prompt, return_tensors="pt")
    sink = []
    model.generate(**inputs, streamer=FrameStreamer(tokenizer, sink), max_new_tokens=6, **PRESETS[preset])
    return sink


def summary_route(prompt):
    inputs = tokenizer(prompt, return_tensors="pt")
    out = model.generate(**inputs, num_beams=3, max_new_tokens=6)
    return tokenizer.decode(out[0], skip_special_tokens=True)


if __name__ == "__main__":
    for name in PRESETS:
        print(name, "".join(stream_route("once upon a time", name)))
    print(summary_route("the quick brown fox"))
