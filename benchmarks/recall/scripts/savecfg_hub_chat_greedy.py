# classes: 8 6
"""Make a chat model deterministic for a demo and save the result for the demo server."""
import tempfile

from transformers import AutoModelForCausalLM, AutoTokenizer

name = "Qwen/Qwen2.5-0.5B-Instruct"
tok = AutoTokenizer.from_pretrained(name)
model = AutoModelForCausalLM.from_pretrained(name)
model.generation_config.do_sample = False
model.generation_config.max_new_tokens = 64

with tempfile.TemporaryDirectory() as out_dir:
    model.save_pretrained(out_dir)
    tok.save_pretrained(out_dir)
