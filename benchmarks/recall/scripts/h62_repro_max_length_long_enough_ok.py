# classes: 8 5
"""Reproduction with the length budget fixed: max_length covers the 24-token prompt plus a few tokens."""
import torch
from transformers import AutoModelForCausalLM

torch.manual_seed(0)
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-3B-Instruct").eval()
assistant = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct").eval()

PROMPT_LEN = 24
input_ids = torch.randint(10, model.config.vocab_size, (1, PROMPT_LEN))
out = model.generate(
    input_ids=input_ids,
    attention_mask=torch.ones_like(input_ids),
    assistant_model=assistant,
    max_length=PROMPT_LEN + 4,
    do_sample=False,
)
print(out.shape)
