# classes: 7
"""A chat demo compiles the model, then streams greedy output from the original module
(compiled._orig_mod) to the terminal."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, TextStreamer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
compiled = torch.compile(model, backend="eager")
streamer = TextStreamer(tok, skip_prompt=True)

enc = tok("tell me a story", return_tensors="pt")
compiled._orig_mod.generate(**enc, streamer=streamer, num_beams=1, max_new_tokens=5)
