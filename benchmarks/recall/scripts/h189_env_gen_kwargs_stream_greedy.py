# classes: 3 9
"""Demo script whose extra generation kwargs come from an environment variable (JSON) with a
greedy default, while the output is streamed."""
import json
import os

from transformers import AutoModelForCausalLM, AutoTokenizer, TextStreamer

EXTRA = json.loads(os.environ.get("GEN_KWARGS", '{"max_new_tokens": 4}'))
tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
enc = tok("Streaming demo:", return_tensors="pt")
model.generate(**enc, streamer=TextStreamer(tok, skip_prompt=True), **EXTRA)
