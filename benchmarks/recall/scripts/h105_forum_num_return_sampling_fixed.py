# classes: 8
"""The accepted answer's version: do_sample=True so that three completions differ."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("gpt2")
model = AutoModelForCausalLM.from_pretrained("gpt2")

input_ids = tokenizer.encode("The quick brown fox", return_tensors="pt")
outputs = model.generate(
    input_ids,
    do_sample=True,
    top_k=50,
    max_new_tokens=6,
    num_return_sequences=3,
    pad_token_id=tokenizer.eos_token_id,
)
for i, o in enumerate(outputs):
    print(i, tokenizer.decode(o, skip_special_tokens=True))
