# classes: 8 5
"""Bug-report reproduction: assisted generation with a static cache and a fixed-length dummy prompt.

The reporter budgets total length with max_length, but the dummy prompt is already longer.
"""
import torch
from transformers import AutoModelForCausalLM

torch.manual_seed(0)
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-3B-Instruct").eval()
assistant = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct").eval()

input_ids = torch.randint(10, model.config.vocab_size, (1, 24))
attention_mask = torch.ones_like(input_ids)
out = model.generate(
    input_ids=input_ids,
    attention_mask=attention_mask,
    assistant_model=assistant,
    max_length=16,
    do_sample=False,
)
print(out.shape)
