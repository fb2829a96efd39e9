# classes: 7 9
"""Speculative streaming: a small draft model speeds up a streamed reply; the UI sends the two
most recent prompts together."""
from transformers import AutoModelForCausalLM, AutoTokenizer, TextStreamer

tok = AutoTokenizer.from_pretrained("EleutherAI/pythia-160m")
tok.pad_token = tok.eos_token
tok.padding_side = "left"
model = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-160m")
draft = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-14m")


class Session:
    def __init__(self):
        self.streamer = TextStreamer(tok, skip_prompt=True)

    def reply(self, prompts):
        enc = tok(prompts, return_tensors="pt", padding=True)
        return model.generate(**enc, assistant_model=draft, streamer=self.streamer, max_new_tokens=6)


if __name__ == "__main__":
    Session().reply(["hello world", "the quick brown fox"])
