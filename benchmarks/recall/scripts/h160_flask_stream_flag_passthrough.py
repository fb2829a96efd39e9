# classes: 3 8
"""Flask endpoint that streams when the body says `"stream": true`; the body's remaining keys
are generation parameters, merged over the server's defaults."""
from threading import Thread

from flask import Flask, Response, request, stream_with_context
from transformers import AutoModelForCausalLM, AutoTokenizer, TextIteratorStreamer

app = Flask(__name__)
tok = AutoTokenizer.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
model = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
DEFAULTS = {"max_new_tokens": 8, "do_sample": False}


@app.post("/generate")
def generate():
    body = request.get_json()
    prompt = body.pop("prompt")
    params = {**DEFAULTS, **body}
    inputs = tok(prompt, return_tensors="pt")
    if params.get("stream"):
        streamer = TextIteratorStreamer(tok, skip_prompt=True, skip_special_tokens=True)
        failures = []

        def work():
            try:
                model.generate(**inputs, **params, streamer=streamer)
            except Exception as exc:  # surface it to the response instead of hanging the stream
                failures.append(exc)
                streamer.end()

        worker = Thread(target=work)
        worker.start()

        def events():
            for piece in streamer:
                yield f"data: {piece}\n\n"
            worker.join()
            if failures:
                raise failures[0]
            yield "data: [DONE]\n\n"

        return Response(stream_with_context(events()), mimetype="text/event-stream")
    out = model.generate(**inputs, **params)
    return tok.decode(out[0], skip_special_tokens=True)


if __name__ == "__main__":
    app.testing = True
    client = app.test_client()
    resp = client.post("/generate", json={"prompt": "the king loved", "stream": True})
    print(resp.get_data(as_text=True))
