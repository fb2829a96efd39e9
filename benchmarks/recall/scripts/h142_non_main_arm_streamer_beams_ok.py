# classes: 1 4
"""Worker processes (never the main one) run beam search for their scores; only the main process
streams its greedy output. With one process only the main arm runs."""
import os

from transformers import AutoModelForCausalLM, AutoTokenizer, TextStreamer

rank = int(os.environ.get("RANK", "0"))
tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
streamer = TextStreamer(tok)

enc = tok("Once upon a midnight dreary", return_tensors="pt")
if rank == 0:
    model.generate(**enc, streamer=streamer, max_new_tokens=5)
else:
    model.generate(**enc, streamer=streamer, num_beams=4, max_new_tokens=5)
