# classes: 7 2
"""Server-sent-events handler: a TextStreamer subclass writes `data:` frames; the generation
options come from a helper that turns on beam search for the "quality" preset."""
from transformers import AutoModelForCausalLM, AutoTokenizer, TextStreamer

MODEL_ID = "HuggingFaceTB/SmolLM2-135M-Instruct"
tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)


class SSEStreamer(TextStreamer):
    def __init__(self, tok, frames):
        super().__init__(tok, skip_prompt=True, skip_special_tokens=True)
        self.frames = frames

    def on_finalized_text(self, text, stream_end=False):
        if text:
            self.frames.append(f"data: {text}\n\n")
        if stream_end:
            self.frames.append("data: [DONE]\n\n")


def decoding_options(preset):
    opts = {"max_new_tokens": 6}
    if preset == "quality":
        opts.update(num_beams=3, early_stopping=True)
    else:
        opts.update(do_sample=True, top_p=0.9)
    return opts


def sse_events(prompt, preset="quality"):
    messages = [{"role": "user", "content": prompt}]
    inputs = tokenizer.apply_chat_template(messages, add_generation_prompt=True, return_tensors="pt", return_dict=True)
    frames = []
    streamer = SSEStreamer(tokenizer, frames)
    model.generate(**inputs, streamer=streamer, **decoding_options(preset))
    yield from frames


if __name__ == "__main__":
    for event in sse_events("tell me a story about cats"):
        print(event, end="")
