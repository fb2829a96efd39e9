# classes: 7 8
"""A strategy class builds its GenerationConfig in a staticmethod factory; the beam strategy
streams its output and the config keeps num_beams=3."""
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig, TextStreamer


class BeamStrategy:
    @staticmethod
    def make_config(max_new_tokens=5):
        return GenerationConfig(max_new_tokens=max_new_tokens, num_beams=3)

    def __init__(self, model, tok):
        self.model, self.tok = model, tok

    def __call__(self, text):
        gc = self.make_config()
        enc = self.tok(text, return_tensors="pt")
        return self.model.generate(**enc, generation_config=gc, streamer=TextStreamer(self.tok))


if __name__ == "__main__":
    tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
    model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
    BeamStrategy(model, tok)("tell me a story")
