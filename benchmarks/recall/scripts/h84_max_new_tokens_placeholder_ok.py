# classes: 8
"""A generation config is started with a placeholder length that the script fills in from the
prompt budget before it saves the config with the model."""
import tempfile

from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "openai-community/gpt2"
CONTEXT = 256

tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)
prompt = "Write a haiku about the sea."
budget = CONTEXT - len(tokenizer(prompt)["input_ids"])

gen = model.generation_config
gen.max_new_tokens = 0
gen.pad_token_id = tokenizer.eos_token_id
if budget > 0:
    gen.max_new_tokens = min(budget, 64)

with tempfile.TemporaryDirectory() as out_dir:
    model.save_pretrained(out_dir)
    print("saved with max_new_tokens", gen.max_new_tokens)
