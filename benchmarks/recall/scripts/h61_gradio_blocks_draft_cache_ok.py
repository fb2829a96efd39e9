# classes: 7 5
"""A tiny Blocks-style app: handlers are registered with a decorator and receive the
session's state object. The draft model speeds up replies; the main model's DynamicCache is
kept in the state between turns so only the new tokens are processed."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache


class Blocks:
    def __init__(self):
        self.handlers = {}

    def on(self, event):
        def register(fn):
            self.handlers[event] = fn
            return fn
        return register

    def fire(self, event, *args):
        return self.handlers[event](*args)


class ChatState:
    def __init__(self):
        self.messages = []
        self.cache = DynamicCache()


demo = Blocks()
tokenizer = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")


@demo.on("submit")
def respond(message, state):
    state.messages.append({"role": "user", "content": message})
    enc = tokenizer.apply_chat_template(state.messages, add_generation_prompt=True,
                                        return_tensors="pt", return_dict=True)
    out = model.generate(**enc, assistant_model=draft, past_key_values=state.cache,
                         max_new_tokens=5, do_sample=False)
    text = tokenizer.decode(out[0, enc["input_ids"].shape[1]:], skip_special_tokens=True)
    state.messages.append({"role": "assistant", "content": text})
    return text, state


@demo.on("clear")
def clear(state):
    return ChatState()


if __name__ == "__main__":
    st = ChatState()
    for msg in ["hi there", "what is a draft model?"]:
        reply, st = demo.fire("submit", msg, st)
        print(reply)
    st = demo.fire("clear", st)
