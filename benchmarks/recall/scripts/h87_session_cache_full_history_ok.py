# classes: 5 7
"""A multi-turn chat session that keeps a DynamicCache between turns: each turn re-applies the
chat template to the whole history, so the cache covers a prefix of the new prompt."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

MODEL_ID = "HuggingFaceTB/SmolLM2-360M-Instruct"


class ChatSession:
    def __init__(self, model, tokenizer, max_new_tokens=6):
        self.model = model
        self.tokenizer = tokenizer
        self.max_new_tokens = max_new_tokens
        self.cache = DynamicCache()
        self.history = []

    def send(self, text: str) -> str:
        self.history.append({"role": "user", "content": text})
        input_ids = self.tokenizer.apply_chat_template(self.history, add_generation_prompt=True, return_tensors="pt", return_dict=True)["input_ids"]
        with torch.no_grad():
            out = self.model.generate(
                input_ids,
                past_key_values=self.cache,
                max_new_tokens=self.max_new_tokens,
                do_sample=False,
                return_dict_in_generate=True,
            )
        self.cache = out.past_key_values
        reply = self.tokenizer.decode(out.sequences[0, input_ids.shape[-1]:], skip_special_tokens=True)
        self.history.append({"role": "assistant", "content": reply})
        return reply


if __name__ == "__main__":
    tok = AutoTokenizer.from_pretrained(MODEL_ID)
    lm = AutoModelForCausalLM.from_pretrained(MODEL_ID)
    session = ChatSession(lm, tok)
    for turn in ["hello there", "tell me a story about a king"]:
        print(">", turn)
        print(session.send(turn))
