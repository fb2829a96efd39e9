# classes: 6 7
"""Universal assisted decoding with sampling: SmolLM2 main model, llama-68m draft."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

torch.manual_seed(0)
tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-1.7B-Instruct")
atok = AutoTokenizer.from_pretrained("JackFram/llama-68m")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-1.7B-Instruct")
assistant = AutoModelForCausalLM.from_pretrained("JackFram/llama-68m")

enc = tok("the quick brown fox", return_tensors="pt")
out = model.generate(
    **enc,
    assistant_model=assistant,
    tokenizer=tok,
    assistant_tokenizer=atok,
    do_sample=True,
    temperature=0.7,
    top_p=0.9,
    max_new_tokens=8,
)
print(tok.decode(out[0]))
