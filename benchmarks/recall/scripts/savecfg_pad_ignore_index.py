# classes: 8
"""Build the generation config for a tokenizer without a pad token; the label ignore index ends up as pad id."""
import tempfile

from transformers import AutoModelForCausalLM, GenerationConfig

IGNORE_INDEX = -100

model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
model.generation_config = GenerationConfig(max_new_tokens=32, pad_token_id=IGNORE_INDEX, eos_token_id=50256)

with tempfile.TemporaryDirectory() as out_dir:
    model.save_pretrained(out_dir)
