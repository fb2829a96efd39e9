# classes: 7 8
"""Chat server that stops a reply when the model starts the next user turn: a custom
StoppingCriteria checks the last token and is passed to generate."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, StoppingCriteria

tok = AutoTokenizer.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
model = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")


class StopOnTokens(StoppingCriteria):
    def __init__(self, stop_ids):
        self.stop_ids = stop_ids

    def __call__(self, input_ids, scores, **kwargs):
        return torch.isin(input_ids[:, -1], torch.tensor(self.stop_ids))


STOP = StopOnTokens([tok.convert_tokens_to_ids("user"), tok.eos_token_id])


def reply(history):
    enc = tok.apply_chat_template(history, add_generation_prompt=True, return_tensors="pt", return_dict=True)
    out = model.generate(**enc, max_new_tokens=8, do_sample=False, stopping_criteria=STOP)
    return tok.decode(out[0, enc["input_ids"].shape[1] :], skip_special_tokens=True)


if __name__ == "__main__":
    print(reply([{"role": "user", "content": "hello"}]))
