# classes: 9 3
"""Streaming endpoint that builds a GenerationConfig from the request (`GenerationConfig(**params)`)
and streams the answer with a TextStreamer; the request sets only a time budget."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer, GenerationConfig, TextStreamer

tok = AutoTokenizer.from_pretrained("google/flan-t5-small")
model = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-small")


def stream_answer(request):
    params = {"max_new_tokens": 8, **request.get("parameters", {})}
    config = GenerationConfig(**params)
    enc = tok(request["inputs"], return_tensors="pt")
    model.generate(**enc, generation_config=config, streamer=TextStreamer(tok, skip_special_tokens=True))


if __name__ == "__main__":
    stream_answer({"inputs": "tell me a story about cats", "parameters": {"max_time": 5.0, "max_new_tokens": 5}})
