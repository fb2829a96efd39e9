# classes: 6 7
"""Universal assisted decoding for a synthetic-data teacher: the draft has another
tokenizer, so both tokenizers are passed to generate."""
from transformers import AutoModelForCausalLM, AutoTokenizer

TARGET = "Qwen/Qwen2.5-1.5B-Instruct"
DRAFT = "HuggingFaceTB/SmolLM2-135M-Instruct"

tok = AutoTokenizer.from_pretrained(TARGET)
draft_tok = AutoTokenizer.from_pretrained(DRAFT)
target = AutoModelForCausalLM.from_pretrained(TARGET)
draft = AutoModelForCausalLM.from_pretrained(DRAFT)

for p in ["Invent a product name.", "Invent a band name."]:
    enc = tok(p, return_tensors="pt")
    out = target.generate(
        **enc,
        assistant_model=draft,
        tokenizer=tok,
        assistant_tokenizer=draft_tok,
        max_new_tokens=8,
    )
    print(tok.decode(out[0], skip_special_tokens=True))
