# classes: 8
"""Never end on the first step: begin_suppress_tokens with the end-of-sequence id, plus min_new_tokens."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")

enc = tok("tell me about the fox", return_tensors="pt")
out = model.generate(
    **enc,
    max_new_tokens=5,
    min_new_tokens=2,
    begin_suppress_tokens=[tok.eos_token_id],
    suppress_tokens=[tok.unk_token_id],
    do_sample=False,
)
print(tok.decode(out[0], skip_special_tokens=True))
