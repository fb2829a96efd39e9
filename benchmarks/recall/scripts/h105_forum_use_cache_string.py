# classes: 8 6
"""Forum question: "speculative decoding ignores my use_cache setting?" -- the settings were
copied from a YAML-ish notes file as strings, so use_cache is the string "False"."""
from transformers import AutoModelForCausalLM, AutoTokenizer

checkpoint = "HuggingFaceTB/SmolLM2-360M"
assistant_checkpoint = "HuggingFaceTB/SmolLM2-135M"

tokenizer = AutoTokenizer.from_pretrained(checkpoint)
model = AutoModelForCausalLM.from_pretrained(checkpoint)
assistant_model = AutoModelForCausalLM.from_pretrained(assistant_checkpoint)

inputs = tokenizer("Alice and Bob", return_tensors="pt")
outputs = model.generate(**inputs, assistant_model=assistant_model, max_new_tokens=8, use_cache="False")
print(tokenizer.batch_decode(outputs, skip_special_tokens=True))
