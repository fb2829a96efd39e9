# classes: 8
"""Streams greedy and then beam-search output to the console to compare them live."""
from transformers import AutoModelForCausalLM, AutoTokenizer, TextStreamer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
streamer = TextStreamer(tok, skip_prompt=True)
enc = tok("tell me a story", return_tensors="pt")
for beams in (1, 3):
    print(f"--- num_beams={beams}")
    model.generate(**enc, streamer=streamer, num_beams=beams, max_new_tokens=5)
