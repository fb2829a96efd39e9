# classes: 6 8
"""NLLB-200 English-to-French translation: src_lang on the tokenizer, the target language forced
as the first generated token, beam search."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

ckpt = "facebook/nllb-200-distilled-600M"
tok = AutoTokenizer.from_pretrained(ckpt, src_lang="eng_Latn")
model = AutoModelForSeq2SeqLM.from_pretrained(ckpt)
sentences = ["Good morning, how are you?", "The train leaves at noon."]
batch = tok(sentences, return_tensors="pt", padding=True)
out = model.generate(
    **batch, forced_bos_token_id=tok.convert_tokens_to_ids("fra_Latn"), num_beams=4, max_length=32
)
print(tok.batch_decode(out, skip_special_tokens=True))
