# classes: 6
"""Universal assisted decoding: Llama-3.2-1B-Instruct drafted by SmolLM2-135M-Instruct, whose
tokenizer differs; both tokenizers are handed to generate so it can translate the drafts."""
from transformers import AutoModelForCausalLM, AutoTokenizer

MAIN, DRAFT = "meta-llama/Llama-3.2-1B-Instruct", "HuggingFaceTB/SmolLM2-135M-Instruct"
tok = AutoTokenizer.from_pretrained(MAIN)
draft_tok = AutoTokenizer.from_pretrained(DRAFT)
model = AutoModelForCausalLM.from_pretrained(MAIN)
draft = AutoModelForCausalLM.from_pretrained(DRAFT)

enc = tok("the history of rome in one line:", return_tensors="pt")
out = model.generate(**enc, assistant_model=draft, tokenizer=tok, assistant_tokenizer=draft_tok, max_new_tokens=5, do_sample=False)
print(tok.decode(out[0], skip_special_tokens=True))
