# classes: 2 6
"""Translate one English sentence into several NLLB target languages in a loop, one
forced_bos_token_id per language."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

ckpt = "facebook/nllb-200-distilled-600M"
tok = AutoTokenizer.from_pretrained(ckpt, src_lang="eng_Latn")
model = AutoModelForSeq2SeqLM.from_pretrained(ckpt)
enc = tok("Where is the nearest pharmacy?", return_tensors="pt")
for lang in ["fra_Latn", "deu_Latn", "spa_Latn", "ita_Latn"]:
    out = model.generate(**enc, forced_bos_token_id=tok.convert_tokens_to_ids(lang), max_new_tokens=16)
    print(lang, tok.decode(out[0], skip_special_tokens=True))
