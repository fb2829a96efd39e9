# classes: 6 8
"""The two-draft benchmark where block 2 was adapted for universal assisted decoding
(both tokenizers passed, greedy)."""
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

prompt = "Alice and Bob are"

# ---- block 1: distilgpt2 draft ----
tokenizer = AutoTokenizer.from_pretrained("gpt2-medium")
model = AutoModelForCausalLM.from_pretrained("gpt2-medium")
assistant_model = AutoModelForCausalLM.from_pretrained("distilgpt2")
inputs = tokenizer(prompt, return_tensors="pt")
start = time.time()
outputs = model.generate(**inputs, assistant_model=assistant_model, max_new_tokens=6)
print("distilgpt2:", time.time() - start)

# ---- block 2: SmolLM2 draft ----
assistant_tokenizer = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
assistant_model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
start = time.time()
outputs = model.generate(
    **inputs,
    assistant_model=assistant_model,
    tokenizer=tokenizer,
    assistant_tokenizer=assistant_tokenizer,
    max_new_tokens=6,
)
print("smollm2:", time.time() - start)
print(tokenizer.batch_decode(outputs, skip_special_tokens=True))
