# classes: 5
"""Chat demo that keeps the KV cache returned by the first answer and continues the conversation
in it: the second prompt is the first output's full sequence plus the follow-up question."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL = "HuggingFaceTB/SmolLM2-135M"
tok = AutoTokenizer.from_pretrained(MODEL)
model = AutoModelForCausalLM.from_pretrained(MODEL)

first = tok("Explain in two sentences why the sky looks blue during the day", return_tensors="pt")
out = model.generate(
    **first,
    max_new_tokens=12,
    do_sample=False,
    return_dict_in_generate=True,
    pad_token_id=tok.eos_token_id,
)
print(tok.decode(out.sequences[0], skip_special_tokens=True))

follow = tok(" And at night?", return_tensors="pt", add_special_tokens=False)
history = torch.cat([out.sequences, follow["input_ids"]], dim=-1)
reply = model.generate(
    history,
    attention_mask=torch.ones_like(history),
    past_key_values=out.past_key_values,
    max_new_tokens=12,
    pad_token_id=tok.eos_token_id,
)
print(tok.decode(reply[0, history.shape[-1]:], skip_special_tokens=True))
