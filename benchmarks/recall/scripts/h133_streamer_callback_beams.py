# classes: 7 8
"""Live transcript UI: a TextStreamer subclass forwards each finalized chunk to a callback; generate
runs in a worker with beam search for quality."""
from concurrent.futures import ThreadPoolExecutor

from transformers import AutoModelForCausalLM, AutoTokenizer, TextStreamer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")


class CallbackStreamer(TextStreamer):
    def __init__(self, tokenizer, on_text, **kw):
        super().__init__(tokenizer, **kw)
        self.on_text = on_text

    def on_finalized_text(self, text, stream_end=False):
        self.on_text(text)


chunks = []
streamer = CallbackStreamer(tok, chunks.append, skip_prompt=True)
enc = tok("once upon a time", return_tensors="pt")
with ThreadPoolExecutor(1) as pool:
    pool.submit(model.generate, **enc, streamer=streamer, num_beams=3, max_new_tokens=5).result()
print("".join(chunks))
