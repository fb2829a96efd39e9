# classes: 8
"""A chat helper that keeps every decoding choice in one GenerationConfig, the custom stopping
criterion included, and reuses it for each question."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig, StoppingCriteria, StoppingCriteriaList


class StopOnPeriod(StoppingCriteria):
    def __init__(self, token_id):
        self.token_id = token_id

    def __call__(self, input_ids, scores, **kwargs):
        return torch.full((input_ids.shape[0],), bool(input_ids[0, -1] == self.token_id))


tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
stops = StoppingCriteriaList([StopOnPeriod(tok.convert_tokens_to_ids("."))])
decoding = GenerationConfig(max_new_tokens=6, do_sample=False, stopping_criteria=stops, pad_token_id=tok.eos_token_id)

for question in ["What is rain?", "Why is the sky blue?"]:
    ids = tok(question, return_tensors="pt")
    print(tok.decode(model.generate(**ids, generation_config=decoding)[0], skip_special_tokens=True))
