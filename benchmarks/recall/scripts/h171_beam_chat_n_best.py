# classes: 2 6
"""Rank n-best replies with beam search for a reranker; a sweep over beam widths."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
enc = tok.apply_chat_template(
    [{"role": "user", "content": "name a color"}], add_generation_prompt=True, return_tensors="pt", return_dict=True
)
N_BEST = 4
for beams in (2, 4, 8):
    out = model.generate(**enc, num_beams=beams, num_return_sequences=N_BEST, max_new_tokens=4, early_stopping=True)
    print(beams, tok.batch_decode(out[:, enc["input_ids"].shape[1] :], skip_special_tokens=True))
