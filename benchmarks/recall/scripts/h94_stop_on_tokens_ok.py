# classes: 7
"""Chat loop with a custom StoppingCriteria that stops on any of several token ids, an eos list
and a TextStreamer printing to stdout."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, StoppingCriteria, StoppingCriteriaList, TextStreamer

MODEL_ID = "TinyLlama/TinyLlama-1.1B-Chat-v1.0"
tok = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)


class StopOnTokens(StoppingCriteria):
    def __init__(self, stop_ids):
        self.stop_ids = torch.tensor(stop_ids)

    def __call__(self, input_ids, scores, **kwargs):
        return torch.isin(input_ids[:, -1], self.stop_ids)


stop_ids = [tok.eos_token_id, tok.convert_tokens_to_ids("</s>")]
streamer = TextStreamer(tok, skip_prompt=True)
history = []
for turn in ["hello", "tell me about dogs"]:
    history.append({"role": "user", "content": turn})
    enc = tok.apply_chat_template(history, add_generation_prompt=True, return_tensors="pt", return_dict=True)
    out = model.generate(
        **enc,
        streamer=streamer,
        stopping_criteria=StoppingCriteriaList([StopOnTokens(stop_ids)]),
        eos_token_id=stop_ids,
        max_new_tokens=6,
    )
    history.append({"role": "assistant", "content": tok.decode(out[0, enc["input_ids"].shape[1]:], skip_special_tokens=True)})
print(history[-1])
