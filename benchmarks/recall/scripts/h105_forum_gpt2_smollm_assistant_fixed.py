# classes: 6 8
"""The answer: pass both tokenizers (universal assisted decoding) when the vocabularies differ."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("openai-community/gpt2-medium")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2-medium")
assistant_tokenizer = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
assistant_model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

inputs = tokenizer("The quick brown fox", return_tensors="pt")
outputs = model.generate(
    **inputs,
    assistant_model=assistant_model,
    tokenizer=tokenizer,
    assistant_tokenizer=assistant_tokenizer,
    max_new_tokens=6,
    pad_token_id=tokenizer.eos_token_id,
)
print(tokenizer.decode(outputs[0]))
