# classes: 3
"""Request dataclass with stream=True and num_beams=3 defaults; streaming handler passes a TextStreamer."""
from dataclasses import asdict, dataclass

from transformers import AutoModelForCausalLM, AutoTokenizer, TextStreamer

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")


@dataclass
class GenerationRequest:
    prompt: str
    max_new_tokens: int = 8
    num_beams: int = 3
    stream: bool = True


def serve(req: GenerationRequest):
    params = asdict(req)
    prompt = params.pop("prompt")
    stream = params.pop("stream")
    enc = tok(prompt, return_tensors="pt")
    streamer = TextStreamer(tok) if stream else None
    out = model.generate(**enc, **params, streamer=streamer, pad_token_id=tok.eos_token_id)
    return tok.decode(out[0])


if __name__ == "__main__":
    print(serve(GenerationRequest("Hugging Face is")))
