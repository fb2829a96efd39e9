# classes: 6 8
"""Universal assisted decoding: SmolLM2-360M drafted by GPT-2, both tokenizers handed to generate."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M")
draft_tok = AutoTokenizer.from_pretrained("distilgpt2")
draft = AutoModelForCausalLM.from_pretrained("distilgpt2")
enc = tok("tell me a story", return_tensors="pt")
out = model.generate(
    **enc, assistant_model=draft, tokenizer=tok, assistant_tokenizer=draft_tok, max_new_tokens=4, do_sample=False
)
print(tok.decode(out[0], skip_special_tokens=True))
