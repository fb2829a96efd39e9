# classes: 6
"""Mistral NeMo 12B drafted by Mistral 7B v0.1 through universal assisted decoding (both tokenizers given)."""
from transformers import AutoModelForCausalLM, AutoTokenizer

main_tok = AutoTokenizer.from_pretrained("mistralai/Mistral-Nemo-Base-2407")
draft_tok = AutoTokenizer.from_pretrained("mistralai/Mistral-7B-v0.1")
main = AutoModelForCausalLM.from_pretrained("mistralai/Mistral-Nemo-Base-2407")
draft = AutoModelForCausalLM.from_pretrained("mistralai/Mistral-7B-v0.1")

enc = main_tok("tell me a story about the queen", return_tensors="pt")
out = main.generate(
    **enc,
    assistant_model=draft,
    tokenizer=main_tok,
    assistant_tokenizer=draft_tok,
    max_new_tokens=6,
)
print(main_tok.decode(out[0], skip_special_tokens=True))
