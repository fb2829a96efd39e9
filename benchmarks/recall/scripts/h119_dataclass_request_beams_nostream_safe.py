# classes: 3 1
"""Request dataclass with num_beams=3; the handler streams only when beam search is off."""
from dataclasses import dataclass

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
    enc = tok(req.prompt, return_tensors="pt")
    streamer = TextStreamer(tok) if req.stream and req.num_beams == 1 else None
    out = model.generate(
        **enc, max_new_tokens=req.max_new_tokens, num_beams=req.num_beams, streamer=streamer, pad_token_id=tok.eos_token_id
    )
    return tok.decode(out[0])


if __name__ == "__main__":
    print(serve(GenerationRequest("Hugging Face is")))
    print(serve(GenerationRequest("Hugging Face is", num_beams=1)))
