# classes: 8
"""Writes the serving defaults of a fine-tuned chat model into an export folder: a sampling
config is built in code and the number of candidates is set on it before
generation_config.json is saved."""
import tempfile

from transformers import AutoTokenizer, GenerationConfig

MODEL_ID = "HuggingFaceTB/SmolLM2-135M-Instruct"
SERVING = {"candidates": 3, "max_new_tokens": 96}

tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
gen = GenerationConfig(
    max_new_tokens=SERVING["max_new_tokens"],
    do_sample=True,
    temperature=0.8,
    top_p=0.95,
    eos_token_id=tokenizer.eos_token_id,
    pad_token_id=tokenizer.eos_token_id,
)
gen.num_return_sequences = SERVING["candidates"]

with tempfile.TemporaryDirectory() as export_dir:
    gen.save_pretrained(export_dir)
    tokenizer.save_pretrained(export_dir)
    print("exported to", export_dir)
